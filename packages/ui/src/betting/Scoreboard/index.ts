export { Scoreboard, type ScoreboardProps } from './Scoreboard';
