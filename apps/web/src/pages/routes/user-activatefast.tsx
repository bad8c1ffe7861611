import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Spinner, Stack, Surface, Text } from '@betline/ui';
import { playerMessage } from '../../api/errors';
import { activate } from '../../api/identity';
import { TaskPage } from '../../player/PageShell';
import { oweWelcome } from '../../player/registrationFlow';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';
import { afterSignIn } from '../../stores/user';

type State =
  | { kind: 'working' }
  | { kind: 'done'; login: string; signedIn: boolean }
  | { kind: 'failed'; message: string };

/**
 * `user/activate?token=` (and `activatefast`): confirms the e-mail of a new player. The server signs the player
 * in with a valid link (as a sign-in does): the app takes the session and goes home, where the welcome modal
 * (NOTICE-020) offers the first deposit. An account that may not have a session now is offered sign-in.
 */
export default function Page() {
  const { t } = useTranslation('account');
  const stores = useStores();
  const navigate = useNavigate();
  const { lng } = usePage();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [answer, setState] = useState<State>({ kind: 'working' });
  const state: State = token === '' ? { kind: 'failed', message: t('activation.noToken') } : answer;
  // One request per token, also when the effect runs twice (development's StrictMode keeps the ref): a token
  // works once.
  const activation = useRef<{ token: string; pending: ReturnType<typeof activate> }>(undefined);
  useEffect(() => {
    let live = true;
    if (token === '') return;
    if (activation.current?.token !== token) activation.current = { token, pending: activate(token) };
    activation.current.pending.then(
      (answer) => {
        if (!live) return;
        const { userId } = answer;
        setState({ kind: 'done', login: answer.login, signedIn: userId !== undefined });
        if (userId === undefined) return;
        oweWelcome();
        void afterSignIn(stores, userId).then(() => {
          if (live) void navigate(`/${lng}`, { replace: true });
        });
      },
      (error: unknown) => live && setState({ kind: 'failed', message: playerMessage(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [token, t, stores, navigate, lng]);
  return (
    <TaskPage>
      <Surface padding={5} radius="lg">
        {state.kind === 'working' && <Spinner label={t('activation.working')} />}
        {state.kind === 'done' && state.signedIn && (
          <Text role="status">{t('activation.signedIn', { login: state.login })}</Text>
        )}
        {state.kind === 'done' && !state.signedIn && (
          <Stack gap={3}>
            <Text role="status">{t('activation.done', { login: state.login })}</Text>
            <Link to={`/${lng}/user/login`}>{t('activation.signIn')}</Link>
          </Stack>
        )}
        {state.kind === 'failed' && (
          <Stack gap={3}>
            <Text role="alert" tone="danger">
              {state.message}
            </Text>
            <Link to={`/${lng}/registration`}>{t('activation.again')}</Link>
          </Stack>
        )}
      </Surface>
    </TaskPage>
  );
}
