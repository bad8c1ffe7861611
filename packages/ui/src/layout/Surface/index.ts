export { Surface, type SurfaceElevation, type SurfaceProps, type SurfaceRadius } from './Surface';
