export { LimitQuestionnaire, type LimitQuestion, type LimitQuestionnaireProps } from './LimitQuestionnaire';
