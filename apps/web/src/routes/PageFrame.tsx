import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@betline/ui';
import { decideNavigation, resolvePath, type LayoutId, type RouteFlags } from '@betline/core';
import { MainLayout } from '../layouts/MainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';

import { navigationStateOf } from '../stores/site';
import { forgetSignedOutFrom, isSignedIn } from '../stores/user';
import { PageContext } from './handle';
import { pageComponents, usePageTexts } from './pages';
import { useStores } from '../stores';
import { LazyPageHead } from '../seo';
import { useHydratedMark } from '../lib/hydratedMark';

type LayoutComponent = ComponentType<{ flags: RouteFlags; children: ReactNode }>;

const loadSpecialLayouts = () => import('../layouts/SpecialLayouts');

/** A layout of the special-layouts chunk, loaded when a page first needs it. */
function specialLayout(
  name: 'HeadlessLayout' | 'EmptyLayout' | 'MaintenanceLayout' | 'BlockedLayout',
): LayoutComponent {
  return lazy(() => loadSpecialLayouts().then((module) => ({ default: module[name] })));
}

/**
 * The five layouts of the seed (ROUTE-003). The four special ones (headless, empty, maintenance, blocked) are
 * one chunk of their own: most visits never see one, so the first screen does not carry them.
 */
export const LAYOUT_COMPONENTS: Record<LayoutId, LayoutComponent> = {
  main: MainLayout,
  headless: specialLayout('HeadlessLayout'),
  empty: specialLayout('EmptyLayout'),
  maintenance: specialLayout('MaintenanceLayout'),
  blocked: specialLayout('BlockedLayout'),
};

/** Starts loading a special layout's chunk as the page starts (warmUp), alongside the page's own. */
export function preloadLayout(layout: LayoutId): void {
  if (layout !== 'main') void loadSpecialLayouts();
}

interface RedirectState {
  redirectChain?: string[];
}

function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('pages.loading')} />;
}

function FullPageRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return <PageLoading />;
}

function NotFound() {
  useHydratedMark();
  return (
    <MainLayout flags={{ hideSeo: true }}>
      <NotFoundPage />
    </MainLayout>
  );
}

/**
 * The element of every route of the table: asks `decideNavigation` (GUARD-001..024) what to do with the current
 * location, then redirects, shows the 404 page, or renders the page's lazy chunk in its layout.
 */
export function PageFrame() {
  const location = useLocation();
  const { settledLocations, user: userStore } = useStores();
  const site = useSnapshot(useStores().site);
  const user = useSnapshot(useStores().user);
  const { siteConfig } = useSnapshot(useStores().global);
  const signedIn = isSignedIn(user);
  const config = siteConfig.config;

  const state = useMemo(
    () =>
      navigationStateOf(site, {
        signedIn,
        ...(config === undefined
          ? {}
          : {
              isRegistrationAllowed: config.isRegistrationAllowed,
              isShowIdentification: config.isShowIdentification,
            }),
      }),
    [site, signedIn, config],
  );

  // The redirect chain of GUARD-022 belongs to one navigation: once a location has rendered its page, a later
  // redirect from it (the state changed: terms accepted, maintenance over) starts a new chain.
  const chain = settledLocations.has(location.key)
    ? []
    : ((location.state as RedirectState | null)?.redirectChain ?? []);
  const here = `${location.pathname}${location.search}`;
  // AUTH-015: the players-only page the player just signed out on (still on screen while home loads) goes
  // home like a site without a sign-in route, never to sign-in with a way back to it.
  const leaving = !signedIn && user.signedOutFrom === here;
  // A navigation-blocked flag cancels navigations in the blocker (LanguageGate); what is here renders.
  const decision = decideNavigation(
    { pathname: location.pathname, search: location.search, redirectChain: chain },
    { ...state, navigationBlocked: false, ...(leaving ? { loginRouteAvailable: false } : {}) },
  );
  // Deferred: the store's change renders at once (and blocks), the page it reveals renders in a transition that
  // React slices into short tasks.
  const ready = useDeferredValue(site.ready && user.sessionChecked);
  const settled = ready && (decision.kind === 'allow' || decision.kind === 'notFound');
  useEffect(() => {
    if (settled) settledLocations.add(location.key);
  }, [settled, location.key, settledLocations]);
  // Another page is shown: the page signed out on is an ordinary players-only page again.
  useEffect(() => {
    if (settled) forgetSignedOutFrom(userStore, here);
  }, [settled, here, userStore]);

  // The guards wait for the site services and the first session check (a reload of a player's page stays).
  if (!ready) return <PageLoading />;

  switch (decision.kind) {
    case 'redirect': {
      const next: RedirectState = { redirectChain: [...chain, here] };
      return <Navigate to={decision.location} replace state={next} />;
    }
    case 'fullPageRedirect':
      return <FullPageRedirect to={decision.location} />;
    case 'notFound':
      return <NotFound />;
    case 'cancel': {
      // GUARD-022: a cyclic redirect is logged and not followed; the page asked for is shown as it is.
      console.error(`cyclic redirect not followed: ${decision.detail ?? here}`);
      const resolution = resolvePath(location.pathname, location.search, { features: state.features });
      if (resolution.kind !== 'page') return <NotFound />;
      return (
        <PageView
          routeId={resolution.routeId}
          layout={resolution.layout}
          flags={resolution.flags}
          params={resolution.params}
          lng={resolution.lng}
        />
      );
    }
    case 'allow': {
      const { resolution } = decision;
      return (
        <PageView
          routeId={resolution.routeId}
          layout={resolution.layout}
          flags={resolution.flags}
          params={resolution.params}
          lng={resolution.lng}
        />
      );
    }
  }
}

interface PageViewProps {
  routeId: string;
  layout: LayoutId;
  flags: RouteFlags;
  params: Record<string, string>;
  lng: string;
}

/** The page once its texts in the shown language are in (PageView's Suspense shows the loading state). */
function PageContent({ routeId, lng, Page }: { routeId: string; lng: string; Page: ComponentType }) {
  usePageTexts(routeId, lng);
  useHydratedMark();
  return <Page />;
}

function PageView({ routeId, layout, flags, params, lng }: PageViewProps) {
  const Layout = LAYOUT_COMPONENTS[layout];
  const Page = pageComponents[routeId] ?? NotFoundPage;
  const info = useMemo(() => ({ routeId, params, lng, flags }), [routeId, params, lng, flags]);
  const framed = (
    <Layout flags={flags}>
      <Suspense fallback={<PageLoading />}>
        <PageContent routeId={routeId} lng={lng} Page={Page} />
      </Suspense>
    </Layout>
  );
  return (
    <PageContext.Provider value={info}>
      <LazyPageHead />
      {layout === 'main' ? (
        framed
      ) : (
        // A special layout may still be loading its chunk.
        <Suspense fallback={<PageLoading />}>{framed}</Suspense>
      )}
    </PageContext.Provider>
  );
}
