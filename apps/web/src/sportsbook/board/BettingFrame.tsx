import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { loadCouponStore } from '../../stores/couponSelection';

/** The coupon slip and its mobile sheet: loaded with the first betting page, not with the app. */
const SlipHost = lazy(() => import('../slip/SlipHost'));

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  align-items: start;

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) ${vars.size.layout.slipWidth};
  }

  @media (min-width: 1366px) {
    &[data-menu='true'] {
      grid-template-columns: ${vars.size.layout.sidebarWidth} minmax(0, 1fr) ${vars.size.layout.slipWidth};
    }
  }
`;

const Side = styled.aside`
  display: none;

  @media (min-width: 1366px) {
    display: block;
    position: sticky;
    top: ${vars.space[4]};
  }
`;

const Centre = styled.div`
  min-width: 0;
`;

const Right = styled.div`
  @media (min-width: 1100px) {
    position: sticky;
    top: ${vars.space[4]};
  }
`;

/**
 * The betting pages' frame (DESIGN "Look and feel"): sports menu left, events centre, coupon slip right
 * (sticky); on narrower screens the menu moves into the page and the slip becomes a bottom sheet.
 */
export function BettingFrame({ menu, children }: { menu?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    // The coupon store follows the board's first paint, so a price click finds it loaded.
    void loadCouponStore();
  }, []);
  return (
    <Grid data-menu={menu !== undefined}>
      {menu !== undefined ? <Side>{menu}</Side> : null}
      <Centre>{children}</Centre>
      <Right id="bet-slip" tabIndex={-1}>
        <Suspense fallback={null}>
          <SlipHost />
        </Suspense>
      </Right>
    </Grid>
  );
}
