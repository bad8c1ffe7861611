export { MaintenanceBanner, type MaintenanceBannerProps } from './MaintenanceBanner';
