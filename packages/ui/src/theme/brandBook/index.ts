export {
  validateBrandBook,
  isValidTokenValue,
  type BrandBookEntry,
  type BrandBookRejectReason,
  type BrandBookResult,
} from './validateBrandBook';
