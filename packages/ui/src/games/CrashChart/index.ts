export { CrashChart, type CrashChartProps, type CrashStatus } from './CrashChart';
