import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Surface, Text } from '@betline/ui';

/** One titled block of an office page (a card with a heading and an optional description). */
export function Section({
  title,
  description,
  children,
  headingId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  headingId?: string;
}) {
  return (
    <Surface as="section" padding={5} radius="lg" elevation={1} aria-labelledby={headingId}>
      <Stack gap={4}>
        <Stack gap={1}>
          <Heading level={2} size="md" id={headingId}>
            {title}
          </Heading>
          {description !== undefined && <Text tone="muted">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Surface>
  );
}

/** Form controls side by side on wide screens, one per row on narrow ones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${vars.size.layout.formWidth} / 2)), 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

/** A column no wider than a form. */
export const FormColumn = styled.div`
  max-width: ${vars.size.layout.formWidth};
`;

/** A table that scrolls sideways inside its own box on narrow screens, never the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  caption {
    position: absolute;
    clip-path: inset(50%);
    overflow: hidden;
    white-space: nowrap;
  }

  th,
  td {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }

  th {
    background: ${vars.bgColor.inset};
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.semibold};
  }

  tbody tr:last-child td {
    border-bottom: none;
  }

  td[data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  th[data-numeric] {
    text-align: end;
  }

  /* Narrow screens: each row becomes a small card (what, how much / when, status / how, action). */
  @media (max-width: 719px) {
    thead {
      position: absolute;
      clip-path: inset(50%);
      overflow: hidden;
      white-space: nowrap;
    }

    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'type amount'
        'date status'
        'method actions';
      gap: ${vars.space[1]} ${vars.space[3]};
      align-items: center;
      padding: ${vars.space[3]} ${vars.space[4]};
      border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    }

    tbody tr:last-child {
      border-bottom: none;
    }

    tbody td {
      padding: 0;
      border: none;
      white-space: normal;
    }

    td[data-cell='type'] {
      grid-area: type;
      font-weight: ${vars.fontWeight.semibold};
    }

    td[data-cell='amount'] {
      grid-area: amount;
      font-weight: ${vars.fontWeight.semibold};
    }

    td[data-cell='date'] {
      grid-area: date;
      color: ${vars.fgColor.muted};
    }

    td[data-cell='status'] {
      grid-area: status;
      justify-self: end;
    }

    td[data-cell='method'] {
      grid-area: method;
      color: ${vars.fgColor.muted};
    }

    td[data-cell='actions'] {
      grid-area: actions;
      justify-self: end;
    }
  }
`;

/** A list of label/value rows (definition list). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
