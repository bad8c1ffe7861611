import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, Inline, NOTICE_KINDS, NoticeStack, useNoticeQueue, type NoticeItem } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/**
 * The notice stack: error, info, success, warning and question; default titles main_error, main_done,
 * main_ok; errors close after 10 s; at most 3 at once, the others wait; permanent notices have no close
 * button. The stack is fixed to the corner of the page.
 */
const meta = {
  title: 'Notices/NoticeStack',
  component: NoticeStack,
  args: { notices: [], onClose: () => {}, max: 3 },
  argTypes: { notices: { control: false }, onClose: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const { t } = useTranslation();
    const { notices, push, close } = useNoticeQueue();
    return (
      <div style={{ minHeight: 420 }}>
        <Inline gap={2} style={{ padding: 16 }}>
          {NOTICE_KINDS.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() =>
                push({
                  kind,
                  message: t(`noticesStory.${kind}`),
                  ...(kind === 'question'
                    ? { actions: <Button size="sm">{t('noticesStory.yes')}</Button> }
                    : {}),
                })
              }
            >
              {t('noticesStory.push', { kind })}
            </Button>
          ))}
        </Inline>
        <NoticeStack {...args} notices={notices} onClose={close} />
      </div>
    );
  },
} satisfies Meta<typeof NoticeStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** NOTICE-001, NOTICE-004: every kind can be pushed; only three show at once. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    for (const kind of NOTICE_KINDS) {
      await userEvent.click(
        canvas.getByRole('button', { name: text(globals, 'noticesStory.push', { kind }) }),
      );
    }
    const region = canvas.getByRole('region', { name: uiText(globals, 'notices.region') });
    await expect(region.querySelectorAll('[data-kind]')).toHaveLength(3);
    await expect(within(region).getByRole('alert')).toHaveTextContent(uiText(globals, 'main_error'));
    // Close one with the keyboard: the fourth (warning) appears.
    const closeButtons = within(region).getAllByRole('button', {
      name: uiText(globals, 'notices.closeNotice'),
    });
    closeButtons[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.querySelector('[data-kind="warning"]')).not.toBeNull());
    await expect(region.querySelectorAll('[data-kind]')).toHaveLength(3);
  },
};

const fixed = (items: NoticeItem[]): Story => ({
  render: function Render(args) {
    const { t } = useTranslation();
    const { notices, close } = useNoticeQueue(items.map((n) => ({ ...n, message: t(String(n.message)) })));
    return (
      <div style={{ minHeight: 420 }}>
        <NoticeStack {...args} notices={notices} onClose={close} />
      </div>
    );
  },
});

/** The notice region of the story (the page's live region also has alert and status roles). */
const stackOf = (canvas: ReturnType<typeof within>, globals: Record<string, unknown>) =>
  within(canvas.getByRole('region', { name: uiText(globals, 'notices.region') }));

/** NOTICE-002: the default titles of each kind. */
export const Kinds: Story = {
  ...fixed([
    { id: 'e', kind: 'error', message: 'noticesStory.error', autoCloseMs: 3_600_000 },
    { id: 's', kind: 'success', message: 'noticesStory.success' },
    { id: 'i', kind: 'info', message: 'noticesStory.info' },
  ]),
  play: async ({ canvas, globals }) => {
    const stack = stackOf(canvas, globals);
    await expect(stack.getByRole('alert')).toHaveTextContent(uiText(globals, 'main_error'));
    const [success, info] = stack.getAllByRole('status');
    await expect(success).toHaveTextContent(uiText(globals, 'main_done'));
    await expect(info).toHaveTextContent(uiText(globals, 'main_ok'));
  },
};

export const WarningAndQuestion: Story = {
  ...fixed([
    { id: 'w', kind: 'warning', message: 'noticesStory.warning' },
    { id: 'q', kind: 'question', message: 'noticesStory.question' },
  ]),
  play: async ({ canvas, globals }) => {
    await expect(stackOf(canvas, globals).getAllByRole('status')).toHaveLength(2);
  },
};

/** NOTICE-019 and the session-limit notice: permanent, no close button, never closes by itself. */
export const Permanent: Story = {
  ...fixed([
    { id: 't', kind: 'error', message: 'noticesStory.termsError', permanent: true },
    { id: 'l', kind: 'error', message: 'noticesStory.sessionEnded', permanent: true },
  ]),
  play: async ({ canvas, globals }) => {
    await expect(stackOf(canvas, globals).getAllByRole('alert')).toHaveLength(2);
    await expect(
      canvas.queryByRole('button', { name: uiText(globals, 'notices.closeNotice') }),
    ).not.toBeInTheDocument();
  },
};
