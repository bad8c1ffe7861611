export { MaintenancePage as default } from '../special/MaintenancePage';
