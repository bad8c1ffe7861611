export {
  FirstDepositBonusModal,
  type FirstDepositBonusChoice,
  type FirstDepositBonusModalProps,
} from './FirstDepositBonusModal';
