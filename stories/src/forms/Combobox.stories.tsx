import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen } from 'storybook/test';
import { Combobox } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** A list with a search field (React Aria ComboBox): typing filters, arrows move, Enter chooses. */
const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: '', options: [], onChange: fn(), isDisabled: false },
  argTypes: { options: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 320, minHeight: 260 }}>
        <Combobox
          {...args}
          label={t('protect.country')}
          options={[
            { value: 'ru', label: t('protect.countries.ru'), description: '+7' },
            { value: 'gb', label: t('protect.countries.gb'), description: '+44' },
            { value: 'de', label: t('protect.countries.de'), description: '+49' },
            { value: 'kz', label: t('protect.countries.kz'), description: '+7' },
            { value: 'tr', label: t('protect.countries.tr'), description: '+90' },
          ]}
        />
      </div>
    );
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const input = canvas.getByRole('combobox', { name: text(globals, 'protect.country') });
    const name = text(globals, 'protect.countries.de');
    await userEvent.type(input, name.slice(0, 3));
    await screen.findByRole('option', { name: new RegExp(name) });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('de');
  },
};

export const NothingFound: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: text(globals, 'protect.country') }), 'zzz');
    await expect(await screen.findByText(uiText(globals, 'combobox.noResults'))).toBeInTheDocument();
  },
};
