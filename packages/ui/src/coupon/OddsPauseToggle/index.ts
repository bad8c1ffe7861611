export { OddsPauseToggle, useFrozenWhilePaused, type OddsPauseToggleProps } from './OddsPauseToggle';
