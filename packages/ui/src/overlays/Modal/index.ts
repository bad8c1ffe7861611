export { Modal, type ModalProps, type ModalSize } from './Modal';
export { ModalTrigger, type ModalTriggerProps } from './ModalTrigger';
