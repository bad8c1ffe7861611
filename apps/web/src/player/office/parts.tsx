import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Surface, Text } from '@betline/ui';

/**
 * One titled block of an office page (a card with a heading and an optional description): a region named by its
 * heading.
 */
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
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Surface as="section" padding={5} radius="lg" elevation={1} aria-labelledby={id}>
      <Stack gap={4}>
        <Stack gap={1}>
          <Heading level={2} size="md" id={id}>
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
