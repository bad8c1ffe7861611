import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Spinner, Stack, Surface, Text } from '@betline/ui';
import { playerMessage } from '../../api/errors';
import { activate } from '../../api/identity';
import { TaskPage } from '../../player/PageShell';
import { usePage } from '../../routes/handle';

type State = { kind: 'working' } | { kind: 'done'; login: string } | { kind: 'failed'; message: string };

/** `user/activate?token=` (and `activatefast`): confirms the e-mail of a new player, then offers sign-in. */
export default function Page() {
  const { t } = useTranslation('account');
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
      (answer) => live && setState({ kind: 'done', login: answer.login }),
      (error: unknown) => live && setState({ kind: 'failed', message: playerMessage(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);
  return (
    <TaskPage>
      <Surface padding={5} radius="lg">
        {state.kind === 'working' && <Spinner label={t('activation.working')} />}
        {state.kind === 'done' && (
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
