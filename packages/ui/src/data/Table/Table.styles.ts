import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

/** Hidden on screen, kept for assistive technology (the same technique as VisuallyHidden). */
const visuallyHidden = css`
  position: absolute;
  width: 1px; /* token-exempt: the clip technique, not a design size */
  height: 1px; /* token-exempt: the clip technique, not a design size */
  margin: -1px; /* token-exempt: the clip technique, not a design size */
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

const focusRing = css`
  outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
  outline-offset: ${vars.focus.outlineOffset};
`;

/**
 * Scrolls a wide table sideways on a desktop; it becomes a focusable region (named by the caption) only
 * while it really overflows, so keyboard users can scroll it too.
 */
export const Scroller = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    ${focusRing}
  }

  /* token-exempt: the kit's mobile breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    overflow-x: visible;
  }
`;

/**
 * The table. Below 720px each body row becomes a card: the elements switch to `display: block` / flex,
 * and the explicit ARIA roles on every element keep the table semantics that CSS display would drop.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    border-bottom-color: ${vars.borderColor.default};
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.medium};
    white-space: nowrap;
  }

  & tbody th {
    font-weight: ${vars.fontWeight.medium};
  }

  & [data-align='end'] {
    text-align: end;
  }

  /* Figures (money, odds, counts) stay on one line. */
  & td[data-align='end'] {
    white-space: nowrap;
  }

  & tr[data-skeleton] > [data-align='end'] > * {
    margin-inline-start: auto;
  }

  & tbody tr[data-row]:hover {
    background-color: ${vars.bgColor.hover};
  }

  & tr[data-loading-status] > td {
    padding: 0;
    border: 0;
  }

  /* token-exempt: the kit's mobile breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    &,
    & > caption,
    & > thead,
    & > tbody,
    & tr,
    & th,
    & td {
      display: block;
    }

    & > thead > tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${vars.space[2]};
      padding-block-end: ${vars.space[3]};
    }

    & > thead th {
      padding: 0;
      border: 0;
    }

    & > thead th:not([data-sortable]) {
      ${visuallyHidden}
    }

    & > tbody {
      display: flex;
      flex-direction: column;
      gap: ${vars.space[2]};
    }

    & > tbody > tr[data-row],
    & > tbody > tr[data-skeleton] {
      padding: ${vars.space[2]} ${vars.space[3]};
      border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
      border-radius: ${vars.radius.md};
      background-color: ${vars.bgColor.surface};
    }

    & > tbody > tr[data-row]:hover {
      background-color: ${vars.bgColor.surface};
    }

    & > tbody > tr > td,
    & > tbody > tr > th {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: ${vars.space[3]};
      padding: ${vars.space[1]} 0;
      border: 0;
      text-align: end;
    }

    & > tbody > tr[data-empty] > td {
      display: block;
      text-align: center;
    }

    & [data-hide-on-mobile] {
      display: none;
    }
  }
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding-block-end: ${vars.space[2]};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  text-align: start;

  ${(p) => p.$hidden && visuallyHidden}
`;

/** A sortable column's header: a button inside the `th` (the `th` carries aria-sort). */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.control.sm};
  margin-block: calc(-1 * ${vars.space[1]});
  padding: 0 ${vars.space[1]};
  margin-inline: calc(-1 * ${vars.space[1]});
  border: 0;
  border-radius: ${vars.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  white-space: nowrap;
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  [data-align='end'] > & {
    flex-direction: row-reverse;
  }

  &:hover {
    background-color: ${vars.bgColor.hover};
    color: ${vars.fgColor.default};
  }

  [aria-sort] > & {
    color: ${vars.fgColor.default};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* token-exempt: the kit's mobile breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    margin: 0;
    padding: 0 ${vars.space[3]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bgColor.surface};

    [data-align='end'] > & {
      flex-direction: row;
    }

    [aria-sort] > & {
      border-color: ${vars.borderColor.accent};
      background-color: ${vars.bgColor.accent.muted};
      color: ${vars.fgColor.accent};
    }
  }
`;

export const SortGlyph = styled.span<{ $active: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  font-size: ${vars.size.icon.sm};
  opacity: ${(p) => (p.$active ? 1 : 0.5)};
`;

/** The column's header repeated in each cell of a mobile card (hidden on a desktop and from AT). */
export const CellLabel = styled.span`
  display: none;

  /* token-exempt: the kit's mobile breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    display: block;
    flex-shrink: 0;
    max-width: 50%;
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.medium};
    text-align: start;
  }
`;

export const CellValue = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const EmptyCell = styled.div`
  padding: ${vars.space[6]} ${vars.space[3]};
  color: ${vars.fgColor.muted};
  text-align: center;
`;
