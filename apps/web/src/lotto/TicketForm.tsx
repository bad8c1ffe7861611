/**
 * A lotto ticket: the lottery's count of numbers chosen on a grid (or a quick pick), one of the stakes the server
 * offers, what each match count would win, and buying it for the open draw. The form guides the player; the server
 * checks everything again and decides (protection, balance, the draw still open).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { LottoDraw, LottoLottery } from '@betline/contracts';
import { Button, Inline, SegmentedControl, Stack, Text } from '@betline/ui';
import { buyLottoTicket } from '../api/lotto';
import { refusalWords } from '../api/stakeRefusal';
import { newIdempotencyKey } from '../api/wallet';
import { useMutation } from '../lib/query';
import { useMoney } from '../player/money';
import { ChoiceButton, PlayMessageLine, SignInToPlay, WrappingChoices } from '../games/parts';
import { accountOf, loadBalance } from '../stores/account';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { PrizeTable, useDateTime } from './parts';

/** A number of the grid: a round choice. */
const NumberChoice = styled(ChoiceButton)`
  border-radius: ${vars.radius.full};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${vars.size.control.lg}, 1fr));
  gap: ${vars.space[1]};
  max-width: calc(9 * (${vars.size.control.lg} + ${vars.space[1]}));
`;

/** `pick` different numbers of 1..of, drawn here for a quick pick (the draw itself is the server's). */
function quickPick(pick: number, of: number): number[] {
  const pool = Array.from({ length: of }, (_, i) => i + 1);
  const out: number[] = [];
  const random = new Uint32Array(pick);
  crypto.getRandomValues(random);
  for (let i = 0; i < pick; i += 1) {
    const j = (random[i] ?? 0) % pool.length;
    out.push(...pool.splice(j, 1));
  }
  return out.sort((a, b) => a - b);
}

export function TicketForm({
  lottery,
  draw,
  stakes,
  iso,
}: {
  lottery: LottoLottery;
  draw: LottoDraw;
  stakes: readonly number[];
  iso: string;
}) {
  const { t } = useTranslation('lotto');
  const money = useMoney();
  const dateTime = useDateTime();
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.user));
  const { pick, of } = lottery;
  const [numbers, setNumbers] = useState<number[]>([]);
  const [stake, setStake] = useState<number>(stakes[0] ?? 0);
  // The ticket's id is its idempotency key: kept until the server has answered, renewed for the next ticket.
  const [ticketId, setTicketId] = useState(newIdempotencyKey);
  const [message, setMessage] = useState<{ text: string; tone: 'danger' | 'default' }>();
  const left = pick - numbers.length;

  const buy = useMutation(() => buyLottoTicket({ ticketId, drawId: draw.drawId, numbers, stake }), {
    invalidates: [['lotto']],
    onSuccess: (result) => {
      if (result.kind !== 'bought') {
        setMessage({
          text: refusalWords(
            result,
            (key, values) => t(`refusals.${key}`, values ?? {}),
            (minor) => money(minor, iso),
            'lotto_',
          ),
          tone: 'danger',
        });
        // A refusal is an answer: the next try is a new ticket. An unknown outcome keeps the id.
        if (result.kind === 'refused') setTicketId(newIdempotencyKey());
        return;
      }
      const { ticket } = result;
      // The message is a status region: screen readers read it once.
      setMessage({
        text: t('form.bought', { time: dateTime(ticket.drawAt), numbers: ticket.numbers.join(', ') }),
        tone: 'default',
      });
      setNumbers([]);
      setTicketId(newIdempotencyKey());
      void loadBalance(accountOf(stores));
    },
  });

  const toggle = (n: number) => {
    if (numbers.includes(n)) {
      setMessage(undefined);
      setNumbers(numbers.filter((x) => x !== n));
    } else if (left > 0) {
      setMessage(undefined);
      setNumbers([...numbers, n].sort((a, b) => a - b));
    } else {
      setMessage({ text: t('form.full', { pick }), tone: 'default' });
    }
  };

  return (
    <Stack gap={4}>
      <Grid role="group" aria-label={t('form.grid', { of })}>
        {Array.from({ length: of }, (_, i) => i + 1).map((n) => (
          <NumberChoice
            key={n}
            type="button"
            aria-pressed={numbers.includes(n)}
            aria-label={t('form.number', { n })}
            onClick={() => toggle(n)}
          >
            {n}
          </NumberChoice>
        ))}
      </Grid>
      <Inline gap={2} wrap>
        <Button
          variant="secondary"
          onClick={() => {
            setMessage(undefined);
            setNumbers(quickPick(pick, of));
          }}
        >
          {t('form.random')}
        </Button>
        <Button variant="ghost" onClick={() => setNumbers([])}>
          {t('form.clear')}
        </Button>
      </Inline>
      <Text weight="bold" aria-live="polite">
        {t('form.chosen', { count: numbers.length, pick })}
      </Text>
      <Stack gap={2}>
        <Text weight="medium" aria-hidden="true">
          {t('form.stake')}
        </Text>
        <WrappingChoices>
          <SegmentedControl
            aria-label={t('form.stake')}
            options={stakes.map((s) => ({ value: String(s), label: money(s, iso) }))}
            value={String(stake)}
            onChange={(value) => setStake(Number(value))}
          />
        </WrappingChoices>
      </Stack>
      <PrizeTable lottery={lottery} stake={stake} iso={iso} />
      {signedIn ? (
        <div>
          <Button loading={buy.pending} disabled={left > 0} onClick={() => void buy.run()}>
            {t('form.buy', { amount: money(stake, iso) })}
          </Button>
        </div>
      ) : (
        <SignInToPlay>{t('form.signIn')}</SignInToPlay>
      )}
      {left > 0 && (
        <Text size="sm" tone="muted">
          {t('form.incomplete', { count: left })}
        </Text>
      )}
      <PlayMessageLine message={message} />
    </Stack>
  );
}
