export { AnswerModal, type AnswerModalProps, type AnswerModalSize } from './AnswerModal';
