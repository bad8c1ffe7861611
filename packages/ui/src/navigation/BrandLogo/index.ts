export { BrandLogo, brandLogoWidth, type BrandLogoProps } from './BrandLogo';
