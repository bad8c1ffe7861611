export { WelcomeModal, type WelcomeModalProps } from './WelcomeModal';
