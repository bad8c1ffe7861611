import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { PhoneInput, type PhoneValue } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** A phone number: a searchable country picker and the country's mask, both given as data. */
const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: { label: '', countries: [], value: { countryId: 7, digits: '' }, onChange: fn(), isDisabled: false },
  argTypes: { countries: { control: false }, value: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    const [value, setValue] = useState<PhoneValue>(args.value);
    return (
      <div style={{ maxWidth: 480 }}>
        <PhoneInput
          {...args}
          label={t('protect.phone')}
          countries={[
            { id: 7, iso: 'RU', name: t('protect.countries.ru'), dialCode: '+7', mask: '(###) ###-##-##' },
            { id: 44, iso: 'GB', name: t('protect.countries.gb'), dialCode: '+44', mask: '#### ######' },
            {
              id: 49,
              iso: 'DE',
              name: t('protect.countries.de'),
              dialCode: '+49',
              mask: '### ########',
              minDigits: 10,
            },
            { id: 90, iso: 'TR', name: t('protect.countries.tr'), dialCode: '+90', mask: '### ### ## ##' },
          ]}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox', { name: uiText(globals, 'phone.number') });
    await userEvent.type(input, '9161234567');
    await expect(input).toHaveValue('(916) 123-45-67');
    await expect(canvas.getByRole('combobox', { name: uiText(globals, 'phone.country') })).toHaveValue(
      text(globals, 'protect.countries.ru'),
    );
  },
};

/** Too short for the chosen country's mask. */
export const TooShort: Story = {
  args: { value: { countryId: 44, digits: '' } },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: uiText(globals, 'phone.number') }), '7700');
    await userEvent.tab();
    await expect(
      canvas.getByText(uiText(globals, 'phone.tooShort', { country: text(globals, 'protect.countries.gb') })),
    ).toBeInTheDocument();
  },
};
