export { HuntFormLimits } from './HuntFormLimits';
export { HuntLimits } from './HuntLimits';
export { RegulationsCard } from './RegulationsCard';
