import {
  amountStep,
  quickStakes,
  autoMaxAmount,
  betId,
  bonusBetCoef,
  CHANGE_COEF_ACTION,
  clearCoupon,
  COEF_FORMATS,
  COEF_VIEW_IDS,
  COUPON_TYPE,
  couponCoef,
  decideCoefChange,
  formatCoef,
  isBonusBet,
  isVipBetAvailable,
  LOBBY_BLOCK_ID,
  maxAmountFor,
  minAmountFor,
  possibleWin,
  realBets,
  removeBet,
  setAmount,
  setBetAmount,
  setBlockAmount,
  syncBonusBet,
  systemLineCount,
  systemOffset,
  validateCoupon,
  type Bet,
  type CoefViewId,
  type CouponAccount,
  type CouponSettings,
  type CouponSiteConfig,
  type CouponState,
  type Minor,
} from '@betline/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { Checkbox } from '../../forms/Checkbox';
import { Input } from '../../forms/Input';
import { SegmentedControl } from '../../forms/SegmentedControl';
import { Select } from '../../forms/Select';
import { Switch } from '../../forms/Switch';
import { Tabs } from '../../forms/Tabs';
import { useUiTranslation } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { CloseIcon } from '../../icons/CloseIcon';
import { BlockStakes } from '../BlockStakes';
import { CouponBetItem, type BetNames } from '../CouponBetItem';
import { CouponIssues } from '../CouponIssues';
import { OddsPauseToggle, useFrozenWhilePaused } from '../OddsPauseToggle';
import { OneClickPanel } from '../OneClickPanel';
import { PlacedResult, type PlacedCoupon } from '../PlacedResult';
import { StakeInput } from '../StakeInput';
import { SystemSelector } from '../SystemSelector';
import {
  Actions,
  BonusLine,
  Bets,
  Body,
  CountBadge,
  Empty,
  Figures,
  Header,
  Notice,
  Row,
  Settings,
  Slip,
  Title,
} from './CouponSlip.styles';
import { changeCouponType, couponTypeChoices } from './couponType';

export { changeCouponType, couponTypeChoices };

/** An account the player can bet from (main, currency or bonus). */
export interface CouponAccountOption extends CouponAccount {
  id: number | string;
  /** A label of its own ("EUR account"); defaults to the type's name. */
  label?: string;
}

/** What the place button shows. */
export type PlaceButtonState = 'signIn' | 'placing' | 'acceptChanges' | 'invalid' | 'ready';

/** The bets with the coefficients of `coefs` where given (used to show frozen odds while paused). */
function withCoefs(bets: readonly Bet[], coefs: Readonly<Record<string, number | null>>): Bet[] {
  return bets.map((b) => {
    const id = betId(b);
    return id in coefs && coefs[id] !== b.market.coef
      ? { ...b, market: { ...b.market, coef: coefs[id] ?? null } }
      : b;
  });
}

export interface CouponSlipProps {
  /** The coupon model from `@betline/core` (controlled; every change comes back through onCouponChange). */
  coupon: CouponState;
  /** One-press stakes under the stake field, round sums of the account's currency (core's `quickStakes`). */
  quickStakes?: boolean;
  /** Coupon settings (controlled). */
  settings: CouponSettings;
  /** The site config's coupon part (min/max per type, bonus bet, VIP, one-click). */
  siteConfig: CouponSiteConfig;
  /** Accounts to bet from; the coupon's accountId picks one (the first by default). */
  accounts: readonly CouponAccountOption[];
  /** Odds format id (COEF-001). */
  coefViewId: CoefViewId;
  /** Event and selection names by bet id. */
  betNames: Readonly<Record<string, BetNames>>;
  /** The coefficient the player saw when adding each bet; a different current one is "odds changed". */
  shownCoefByBetId?: Readonly<Record<string, number>>;
  /** Bets whose betting is suspended for a moment. */
  suspendedBetIds?: readonly string[];
  /** Whether the player is signed in (default true); otherwise the place button asks to sign in. */
  isAuthenticated?: boolean;
  /** The placement request is running. */
  isPlacing?: boolean;
  /** The placed coupon: the slip shows the result instead of the bets. */
  placed?: PlacedCoupon | null;
  /** Odds updates paused (WCAG 2.2.2): displayed odds and figures stay as they were until resumed. */
  oddsPaused?: boolean;
  /** Called when the player pauses or resumes odds updates; no pause control without it. */
  onOddsPausedChange?: (paused: boolean) => void;
  /** The "my bets" tab content (another component fills it). */
  myBets?: ReactNode;
  /**
   * App content under the slip tab's own content (a refusal from the server, booking-code tools): inside the
   * slip, so that the mobile sheet shows it too.
   */
  footer?: ReactNode;
  /** The compact variant of the mobile bottom sheet: no frame, no own title, settings folded. */
  compact?: boolean;
  /** Called with the next coupon (the express bonus bet is kept in sync with core's syncBonusBet). */
  onCouponChange: (coupon: CouponState) => void;
  /** Called with the next settings. */
  onSettingsChange: (settings: CouponSettings) => void;
  /** The player switches the odds format from the slip's settings (the app keeps it); without it, no switch. */
  onCoefViewIdChange?: (id: CoefViewId) => void;
  /** Called when the player places the bet. */
  onPlace: (coupon: CouponState) => void;
  /** Called when the player accepts changed odds (the app records the new odds as seen). */
  onAcceptOddsChanges?: () => void;
  /** Called when a guest presses the place button. */
  onSignIn?: () => void;
  /** Called with a promo code to check; no promo field without it. */
  onPromoCodeApply?: (code: string) => void;
  /** Placed result actions. */
  onPrint?: () => void;
  onShare?: () => void;
  onCopyCode?: () => void;
  onNewBet?: () => void;
  onKeepSelections?: () => void;
}

/**
 * The coupon slip. Every figure comes from `@betline/core`: validation (`validateCoupon`, each refusal as a
 * player-readable message), coefficients and possible win, system variants, chained block maxima, steps and
 * auto-max, the express bonus, VIP availability, one-click and odds-change rules. The slip never calls a
 * server: state comes in as props and goes out through callbacks.
 */
/** The price each odds format is shown with beside its name. */
const SAMPLE_COEF = 2.5;

export function CouponSlip(props: CouponSlipProps) {
  const {
    coupon,
    settings,
    siteConfig,
    accounts,
    coefViewId,
    betNames,
    shownCoefByBetId = {},
    suspendedBetIds = [],
    isAuthenticated = true,
    isPlacing = false,
    placed = null,
    oddsPaused = false,
    onOddsPausedChange,
    myBets,
    footer,
    compact = false,
    quickStakes: withQuickStakes = false,
    onCouponChange,
    onSettingsChange,
    onCoefViewIdChange,
    onPlace,
    onAcceptOddsChanges,
    onSignIn,
    onPromoCodeApply,
  } = props;
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language;
  const issuesId = useId();
  const [promo, setPromo] = useState(coupon.manualPromoCode);

  const account = accounts.find((a) => a.id === coupon.accountId) ?? accounts[0] ?? null;
  const currency = account?.iso ?? 'RUB';
  const money = (m: Minor) => formatMoney(m, currency, locale);
  const step = amountStep(currency, settings);
  const change = (next: CouponState) => onCouponChange(syncBonusBet(next, siteConfig));

  // Odds shown: the live ones, or the snapshot taken when the player paused updates.
  const liveCoefs = useMemo(
    () => Object.fromEntries(coupon.bets.map((b) => [betId(b), b.market.coef])),
    [coupon.bets],
  );
  const shownCoefs = useFrozenWhilePaused(liveCoefs, oddsPaused);
  const display: CouponState = oddsPaused ? { ...coupon, bets: withCoefs(coupon.bets, shownCoefs) } : coupon;

  const real = realBets(coupon.bets);
  const bonusBet = coupon.bets.find(isBonusBet);
  const issues = validateCoupon(coupon, { siteConfig, account });
  const typeId = coupon.typeId;
  const isSystem = typeId === COUPON_TYPE.SYSTEM || typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS;
  const isSingles = typeId === COUPON_TYPE.MULTIPLE_SINGLES;
  const totalStake = isSingles
    ? real.reduce((sum, b) => sum + (coupon.amountByBetId[betId(b)] ?? 0), 0)
    : coupon.amount;
  const win = possibleWin(display, { exactCoef: settings.exactCoef });
  const total = couponCoef(display);
  const lines = isSystem ? systemLineCount(systemOffset(coupon), coupon.systemValue) : 0;
  const min = minAmountFor(coupon, siteConfig);
  const max = maxAmountFor(coupon, siteConfig, account);
  const autoMax = autoMaxAmount(coupon, siteConfig, account);
  const needsAcceptance = coupon.bets.some((b) => {
    const shown = shownCoefByBetId[betId(b)];
    const current = b.market.coef;
    return (
      shown !== undefined &&
      current !== null &&
      decideCoefChange(settings.changeCoefAction, shown, current) === 'confirm'
    );
  });
  const placeState: PlaceButtonState = !isAuthenticated
    ? 'signIn'
    : isPlacing
      ? 'placing'
      : needsAcceptance
        ? 'acceptChanges'
        : issues.length > 0
          ? 'invalid'
          : 'ready';
  const amountIssue = issues.some((i) => i.code.startsWith('AMOUNT_') && !('betId' in i && i.betId));
  const name = (id: string) => {
    const n = betNames[id];
    return n ? `${n.event}, ${n.selection}` : id;
  };

  const header = (
    <Header>
      {!compact && (
        <Title>
          {t('coupon.title')}
          {real.length > 0 && (
            <CountBadge aria-label={t('coupon.count', { count: real.length })} role="img">
              {real.length}
            </CountBadge>
          )}
        </Title>
      )}
      <Actions>
        {onOddsPausedChange && <OddsPauseToggle paused={oddsPaused} onChange={onOddsPausedChange} />}
        {coupon.bets.length > 0 && !placed && (
          <Button variant="ghost" size="sm" onClick={() => change(clearCoupon(coupon))}>
            {t('coupon.clear')}
          </Button>
        )}
      </Actions>
    </Header>
  );

  const betControls = (bet: Bet): ReactNode => {
    const id = betId(bet);
    if (typeId === COUPON_TYPE.SYSTEM && coupon.isActiveSystemBanker) {
      return (
        <Checkbox
          isSelected={bet.blockId === LOBBY_BLOCK_ID}
          isDisabled={bet.isDisabledBanker}
          onChange={(on) =>
            change({
              ...coupon,
              bets: coupon.bets.map((b) => (b === bet ? { ...b, blockId: on ? LOBBY_BLOCK_ID : null } : b)),
            })
          }
        >
          {t('coupon.banker')}
        </Checkbox>
      );
    }
    if (typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS) {
      return (
        <Select
          label={t('coupon.block')}
          value={String(bet.blockId ?? '')}
          onChange={(v) =>
            change({
              ...coupon,
              bets: coupon.bets.map((b) => (b === bet ? { ...b, blockId: Number(v) } : b)),
            })
          }
          options={[
            { value: String(LOBBY_BLOCK_ID), label: t('coupon.lobby'), disabled: bet.isDisabledBanker },
            ...real.map((_, i) => ({ value: String(i + 1), label: t('coupon.blockN', { n: i + 1 }) })),
          ]}
        />
      );
    }
    if (isSingles) {
      return (
        <StakeInput
          label={t('coupon.stakeFor', { name: name(id), currency })}
          currency={currency}
          value={coupon.amountByBetId[id] ?? 0}
          step={step}
          invalid={issues.some((i) => 'betId' in i && i.betId === id && i.code.startsWith('AMOUNT_'))}
          describedBy={issues.length > 0 ? issuesId : undefined}
          onChange={(amount) => change(setBetAmount(coupon, id, amount))}
        />
      );
    }
    return null;
  };

  const placeButton = (
    <Button
      variant="primary"
      size="lg"
      fullWidth
      loading={placeState === 'placing'}
      disabled={placeState === 'invalid'}
      aria-describedby={placeState === 'invalid' ? issuesId : undefined}
      data-state={placeState}
      onClick={() => {
        if (placeState === 'signIn') onSignIn?.();
        else if (placeState === 'acceptChanges') onAcceptOddsChanges?.();
        else if (placeState === 'ready') onPlace(coupon);
      }}
    >
      {placeState === 'signIn'
        ? t('coupon.signIn')
        : placeState === 'placing'
          ? t('coupon.placing')
          : placeState === 'acceptChanges'
            ? t('coupon.acceptChanges')
            : placeState === 'ready'
              ? t('coupon.placeAmount', { amount: money(totalStake) })
              : t('coupon.place')}
    </Button>
  );

  const settingsPanel = (
    <Settings open={!compact}>
      <summary>{t('coupon.settings')}</summary>
      <div>
        <Select
          label={t('coupon.oddsChangeMode')}
          value={String(settings.changeCoefAction)}
          onChange={(v) => onSettingsChange({ ...settings, changeCoefAction: Number(v) })}
          options={Object.values(CHANGE_COEF_ACTION).map((v) => ({
            value: String(v),
            label: t(`coupon.changeModes.${v}`),
          }))}
        />
        {onCoefViewIdChange && (
          <Select
            label={t('coupon.oddsFormat')}
            value={String(coefViewId)}
            onChange={(v) => onCoefViewIdChange(Number(v) as CoefViewId)}
            options={COEF_VIEW_IDS.map((id) => ({
              value: String(id),
              label: t('coupon.oddsFormatOption', {
                name: t(`coupon.coefFormats.${COEF_FORMATS[id].key as 'coef_format_decimal'}`),
                sample: formatCoef(SAMPLE_COEF, id) ?? '',
              }),
            }))}
          />
        )}
        {accounts.length > 1 && (
          <Select
            label={t('coupon.account')}
            value={account ? String(account.id) : null}
            onChange={(v) => {
              const next = accounts.find((a) => String(a.id) === v);
              if (next) change({ ...coupon, accountId: next.id });
            }}
            options={accounts.map((a) => {
              const label = a.label ?? t(`coupon.accountTypes.${a.type}`);
              return {
                value: String(a.id),
                label: settings.isBalanceShown
                  ? t('coupon.accountOption', { label, amount: formatMoney(a.money, a.iso, locale) })
                  : label,
              };
            })}
          />
        )}
        <OneClickPanel
          settings={settings}
          coupon={coupon}
          siteConfig={siteConfig}
          currency={currency}
          step={step}
          onSettingsChange={onSettingsChange}
          onCouponChange={change}
        />
      </div>
    </Settings>
  );

  let slipContent: ReactNode;
  if (placed) {
    slipContent = (
      <PlacedResult
        placed={placed}
        onPrint={props.onPrint}
        onShare={props.onShare}
        onCopyCode={props.onCopyCode}
        onNewBet={props.onNewBet}
        onKeepSelections={props.onKeepSelections}
      />
    );
  } else if (coupon.bets.length === 0) {
    slipContent = (
      <Body>
        <Empty>
          <strong>{t('coupon.empty')}</strong>
          <span>{t('coupon.emptyHint')}</span>
        </Empty>
        {settingsPanel}
      </Body>
    );
  } else {
    const choices = couponTypeChoices(real.length);
    slipContent = (
      <Body>
        {oddsPaused && <Notice role="status">{t('coupon.oddsPaused')}</Notice>}
        {choices.length > 1 && (
          <SegmentedControl
            aria-label={t('coupon.type')}
            value={String(isSystem ? COUPON_TYPE.SYSTEM : typeId)}
            onChange={(v) => change(changeCouponType(coupon, Number(v)))}
            options={choices.map((c) => ({ value: String(c), label: t(`coupon.types.${c}`) }))}
          />
        )}
        {isSystem && (
          <Row>
            <SystemSelector coupon={coupon} onChange={(v) => change({ ...coupon, systemValue: v })} />
            <Switch
              isSelected={typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS}
              onChange={(on) =>
                change(changeCouponType(coupon, on ? COUPON_TYPE.SYSTEM_WITH_BLOCKS : COUPON_TYPE.SYSTEM))
              }
            >
              {t('coupon.useBlocks')}
            </Switch>
          </Row>
        )}
        <Bets aria-label={t('coupon.count', { count: real.length })}>
          {real.map((bet) => {
            const id = betId(bet);
            return (
              <CouponBetItem
                key={id}
                bet={bet}
                names={betNames[id] ?? { event: id, selection: '' }}
                coefViewId={coefViewId}
                coef={shownCoefs[id] ?? bet.market.coef}
                shownCoef={shownCoefByBetId[id]}
                suspended={suspendedBetIds.includes(id)}
                controls={betControls(bet)}
                onRemove={() => change(removeBet(coupon, id))}
              />
            );
          })}
        </Bets>
        {bonusBet && (
          <BonusLine>
            <span>
              {t('coupon.expressBonus', {
                coef: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(
                  bonusBetCoef(real.length) ?? bonusBet.market.coef ?? 1,
                ),
              })}
              <small>{t('coupon.expressBonusHint', { count: real.length })}</small>
            </span>
            <IconButton
              label={t('coupon.removeBonus')}
              icon={<CloseIcon />}
              size="sm"
              onClick={() => change(removeBet(coupon, betId(bonusBet)))}
            />
          </BonusLine>
        )}
        {typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS && (
          <BlockStakes
            coupon={coupon}
            currency={currency}
            step={step}
            onChange={(blockId, amount) => change(setBlockAmount(coupon, blockId, amount))}
          />
        )}
        {!isSingles && (
          <StakeInput
            label={t('coupon.stake', { currency })}
            currency={currency}
            value={coupon.amount}
            step={step}
            autoMax={autoMax}
            onAutoMax={() =>
              change({ ...setAmount(coupon, autoMax ?? coupon.amount), isActiveAutoMax: true })
            }
            onChange={(amount) => change({ ...setAmount(coupon, amount), isActiveAutoMax: false })}
            quickAmounts={withQuickStakes ? quickStakes(currency) : undefined}
            hint={
              min !== null || max !== null
                ? t('coupon.minMax', { min: money(min ?? 0), max: max === null ? '∞' : money(max) })
                : undefined
            }
            invalid={amountIssue}
            describedBy={issues.length > 0 ? issuesId : undefined}
          />
        )}
        {onPromoCodeApply && (
          <Row>
            <div>
              <Input
                aria-label={t('coupon.promoCode')}
                placeholder={t('coupon.promoCode')}
                value={promo}
                onChange={(e) => setPromo(e.currentTarget.value)}
              />
            </div>
            <Button
              variant="secondary"
              disabled={promo.trim() === ''}
              onClick={() => {
                change({ ...coupon, manualPromoCode: promo.trim() });
                onPromoCodeApply(promo.trim());
              }}
            >
              {t('coupon.applyPromo')}
            </Button>
          </Row>
        )}
        {coupon.promoCode && <Notice>{t('coupon.promoApplied', { code: coupon.promoCode })}</Notice>}
        {isVipBetAvailable(coupon, siteConfig) && (
          <Switch
            isSelected={coupon.isActiveVipBet}
            onChange={(on) => change({ ...coupon, isActiveVipBet: on })}
          >
            {t('coupon.vipBet')}
          </Switch>
        )}
        <Figures>
          {total !== null && (
            <>
              <dt>{t('coupon.totalCoef')}</dt>
              <dd data-figure="total-coef">{formatCoef(total, coefViewId)}</dd>
            </>
          )}
          {isSystem && lines > 0 && (
            <>
              <dt>{t('coupon.system')}</dt>
              <dd>{t('coupon.systemLines', { count: lines })}</dd>
            </>
          )}
          <dt>{t('coupon.stakeTotal')}</dt>
          <dd data-figure="stake">{money(totalStake)}</dd>
          {settings.isPossibleWinShown && (
            <>
              <dt>{t('coupon.possibleWin')}</dt>
              <dd data-figure="possible-win">{win === null ? '—' : money(win)}</dd>
            </>
          )}
        </Figures>
        <CouponIssues
          id={issuesId}
          issues={issues}
          context={{
            currency,
            locale,
            betName: (id) => (id === bonusBet?.market.id ? t('coupon.bonusBet') : name(id)),
          }}
        />
        {placeButton}
        {settingsPanel}
      </Body>
    );
  }

  return (
    <Slip $compact={compact} aria-label={t('coupon.title')} data-type={typeId}>
      {header}
      <Tabs
        aria-label={t('coupon.tabs')}
        selectedId={coupon.tab === 1 ? 'myBets' : 'slip'}
        onSelectionChange={(id) => onCouponChange({ ...coupon, tab: id === 'myBets' ? 1 : 0 })}
        items={[
          {
            id: 'slip',
            label: t('coupon.slipTab'),
            content:
              footer === undefined ? (
                slipContent
              ) : (
                <>
                  {slipContent}
                  {footer}
                </>
              ),
          },
          {
            id: 'myBets',
            label: t('coupon.myBetsTab'),
            content: myBets ?? <Empty>{t('coupon.myBetsEmpty')}</Empty>,
          },
        ]}
      />
    </Slip>
  );
}
