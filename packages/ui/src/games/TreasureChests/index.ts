export { TreasureChests, type TreasureChestsProps } from './TreasureChests';
