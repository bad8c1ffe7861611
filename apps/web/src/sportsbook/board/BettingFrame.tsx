import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { useAfterFirstPaint } from '../../lib/idle';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { loadCouponStore, restoreCouponSelection } from '../../stores/couponSelection';
import { useStores } from '../../stores';

/** The coupon slip and its mobile sheet: loaded by the betting pages, after their first paint. */
const SlipHost = lazy(() => import('../slip/SlipHost'));

// token-exempt: a media query, the seed's 1100 width (SPEC §9) from which the slip is a right-hand column
const WIDE = '(min-width: 1100px)';
// token-exempt: a media query, the width from which the sports menu is a left-hand column (the Grid below)
const MENU_WIDE = '(min-width: 1366px)';

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
  const idle = useAfterFirstPaint();
  const wide = useMediaQuery(WIDE, true);
  // The menu column exists only where it is shown: a hidden copy of a long sports menu is work for nothing on
  // a phone (narrower pages show the menu inside the page, drawn when it is opened).
  const menuShown = useMediaQuery(MENU_WIDE, true);
  const stores = useStores();
  const { ids } = useSnapshot(stores.couponSelection);
  const [search] = useSearchParams();
  // The column shows the slip on wide screens; on phones the slip is a bar that exists only with selections
  // (or a shared booking code to load).
  const showSlip = idle && (wide || ids.length > 0 || search.has('booking'));
  useEffect(() => {
    // The saved selections are pressed once the page has hydrated (the server's markup has none).
    restoreCouponSelection(stores);
  }, [stores]);
  useEffect(() => {
    // The coupon store follows the board's first paint, so a price click finds it loaded (and restored).
    if (idle) void loadCouponStore().then((coupon) => coupon.restoreCoupon(stores));
  }, [idle, stores]);
  return (
    <Grid data-menu={menu !== undefined} data-betting-frame="">
      {menu !== undefined && menuShown ? <Side>{menu}</Side> : null}
      <Centre>{children}</Centre>
      <Right id="bet-slip" tabIndex={-1}>
        {showSlip ? (
          <Suspense fallback={null}>
            <SlipHost />
          </Suspense>
        ) : null}
      </Right>
    </Grid>
  );
}
