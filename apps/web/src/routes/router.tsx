import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot';
import { AppCrash } from '../app/AppCrash';
import { LanguageGate } from '../app/LanguageGate';
import { MainLayout } from '../layouts/MainLayout';
import type { RouteHandle } from './handle';
import { routeTable, type LayoutId, type RouteDefinition } from './table';

const layouts: Record<LayoutId, ComponentType> = {
  main: MainLayout,
};

function toRouteObject(definition: RouteDefinition): RouteObject {
  const handle: RouteHandle = { routeId: definition.id, flags: definition.flags };
  const { Page } = definition;
  return definition.path === ''
    ? { id: definition.id, index: true, element: <Page />, handle }
    : { id: definition.id, path: definition.path, element: <Page />, handle };
}

/** Groups the table by layout: one pathless layout route per layout, its pages as children. */
export function buildPageRoutes(table: readonly RouteDefinition[]): RouteObject[] {
  const byLayout = new Map<LayoutId, RouteDefinition[]>();
  for (const definition of table) {
    const list = byLayout.get(definition.layout) ?? [];
    list.push(definition);
    byLayout.set(definition.layout, list);
  }
  return [...byLayout].map(([layout, definitions]) => {
    const Layout = layouts[layout];
    return { id: `layout-${layout}`, element: <Layout />, children: definitions.map(toRouteObject) };
  });
}

/**
 * The whole route tree: the root (theme, brand book, site config) -> `/:lng` (language gate) -> layouts -> pages.
 * Paths without a valid language (and `/`) reach the gate too, which redirects them (ROUTE-002).
 */
export function createAppRoutes(table: readonly RouteDefinition[] = routeTable): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppRoot />,
      errorElement: <AppCrash />,
      children: [
        { id: 'language', path: ':lng', element: <LanguageGate />, children: buildPageRoutes(table) },
        { id: 'no-language-home', index: true, element: <LanguageGate /> },
        { id: 'no-language', path: '*', element: <LanguageGate /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
