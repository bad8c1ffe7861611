import { useState, type FormEvent } from 'react';
import { Button } from '../../actions/Button';
import { RadioGroup } from '../../forms/RadioGroup';
import { useUiTranslation } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';

/** One question of a risky change (given by the service, already translated). */
export interface LimitQuestion {
  /** The question's id, the key of its answer. */
  id: string;
  /** The question's text. */
  text: string;
}

export interface LimitQuestionnaireProps {
  /** The questions, in order. */
  questions: readonly LimitQuestion[];
  /** Called with every answer (true: yes) once all are answered. */
  onSubmit: (answers: Record<string, boolean>) => void;
  /** Called when the player gives up the change. */
  onCancel?: () => void;
  /** The answers are being sent. */
  isSubmitting?: boolean;
}

/**
 * The questions asked before a risky change (loosening a limit): yes / no for each, all required. Sending
 * with an unanswered question says so (announced) instead of sending.
 */
export function LimitQuestionnaire({
  questions,
  onSubmit,
  onCancel,
  isSubmitting = false,
}: LimitQuestionnaireProps) {
  const { t } = useUiTranslation();
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const complete = questions.every((q) => q.id in answers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (complete) onSubmit(answers);
  };

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Text size="sm" tone="muted">
          {t('questionnaire.intro')}
        </Text>
        {questions.map((q) => (
          <RadioGroup
            key={q.id}
            label={q.text}
            orientation="horizontal"
            options={[
              { value: 'yes', label: t('questionnaire.yes') },
              { value: 'no', label: t('questionnaire.no') },
            ]}
            value={q.id in answers ? (answers[q.id] ? 'yes' : 'no') : undefined}
            onChange={(v) => setAnswers((prev) => ({ ...prev, [q.id]: v === 'yes' }))}
          />
        ))}
        {tried && !complete && (
          <Text size="sm" tone="danger" role="alert">
            {t('questionnaire.unanswered')}
          </Text>
        )}
        <Inline gap={2} justify="end" wrap>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('questionnaire.submit')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
