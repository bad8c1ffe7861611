export {
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterLinkGroup,
  type SiteFooterProps,
} from './SiteFooter';
