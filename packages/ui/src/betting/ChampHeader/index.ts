export { ChampHeader, type ChampHeaderProps } from './ChampHeader';
