import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RadioGroup, Stack, Text } from '@betline/ui';
import type { Question } from '../api/limits';

/** The questions asked before a limit is raised or removed (its own chunk: shown only when the server asks). */
export default function Questionnaire({
  questions,
  onSubmit,
  busy,
}: {
  questions: readonly Question[];
  onSubmit: (answers: { questionId: number; answerId: number }[]) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('account');
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const complete = questions.every((question) => answers[question.id] !== undefined);
  return (
    <Stack gap={3} data-testid="questionnaire">
      <Text>{t('limits.questionnaireIntro')}</Text>
      {questions.map((question) => (
        <RadioGroup
          key={question.id}
          label={question.text}
          orientation="horizontal"
          value={answers[question.id] === undefined ? undefined : String(answers[question.id])}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: Number(value) }))}
          options={question.answers.map((answer) => ({ value: String(answer.id), label: answer.text }))}
        />
      ))}
      <Button
        disabled={!complete}
        loading={busy}
        onClick={() =>
          onSubmit(
            questions.map((question) => ({ questionId: question.id, answerId: answers[question.id] ?? 0 })),
          )
        }
      >
        {t('limits.sendAnswers')}
      </Button>
    </Stack>
  );
}
