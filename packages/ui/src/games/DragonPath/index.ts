export { DragonPath, type DragonPathProps } from './DragonPath';
