export { HuntFormLimits } from './HuntFormLimits';
export { HuntLimits } from './HuntLimits';
export { RegulationsCard } from './RegulationsCard';
export { HuntFormClock } from './HuntFormClock';
export { TodayCard } from './TodayCard';
