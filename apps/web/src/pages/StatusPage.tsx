import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Surface, Text } from '@betline/ui';

const Panel = styled.div`
  width: 100%;
  max-width: 36rem;
`;

const Code = styled.p`
  margin: 0;
  color: ${vars.fgColor.accent};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

export interface StatusPageProps {
  code?: string;
  heading: string;
  body: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The frame of every special page (block, maintenance, terms, ban, error): a card with a heading and a message. */
export function StatusPage({ code, heading, body, children, testId }: StatusPageProps) {
  return (
    <Panel data-testid={testId}>
      <Surface elevation={1} padding={8} radius="lg">
        <Stack gap={4}>
          {code === undefined ? null : <Code>{code}</Code>}
          <Heading level={1} size="xl">
            {heading}
          </Heading>
          {typeof body === 'string' ? <Text tone="muted">{body}</Text> : body}
          {children}
        </Stack>
      </Surface>
    </Panel>
  );
}
