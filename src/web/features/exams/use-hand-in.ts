import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProblem } from '../../lib/use-problem';
import { useSubmitExamination } from './api';
import { examPaths, examStorage, type ExamType } from './exam-type';

/**
 * Handing the attempt in, by the candidate through the confirmation dialog or by itself when the
 * time is up or the server has closed it; either way once, and then on to the result.
 */
export function useHandIn(type: ExamType, attemptId: number) {
  const navigate = useNavigate();
  const submit = useSubmitExamination(type);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useProblem();
  /** Set once a hand-in is under way, so that the clock and the candidate do not both send one. */
  const finishing = useRef(false);

  const toResult = () => {
    examStorage.setAttempt(type, null);
    examStorage.setPending(attemptId, {});
    if (type === 2) examStorage.setSessionId(null);
    void navigate(examPaths.result(type), { replace: true });
  };

  /** Time up, or the server has closed the attempt: hand in (a no-op when already done) and show the result. */
  const finishNow = () => {
    if (finishing.current) return;
    finishing.current = true;
    setDialogOpen(false);
    submit.mutate(undefined, { onSettled: toResult });
  };

  /** The candidate's own hand-in, once every answer has reached the server (`flush`). */
  const confirm = async (flush: () => Promise<boolean>) => {
    setError(null);
    const saved = await flush();
    // Meanwhile the time may have run out and the exam been handed in by itself.
    if (finishing.current) return;
    if (!saved) {
      setError({ key: 'exams:submit.notSaved' });
      return;
    }
    finishing.current = true;
    submit.mutate(undefined, {
      onSuccess: toResult,
      onError: () => {
        finishing.current = false;
        setError({ key: 'exams:submit.failed' });
      },
    });
  };

  return {
    dialogOpen,
    openDialog: () => setDialogOpen(true),
    closeDialog: () => setDialogOpen(false),
    finishNow,
    confirm,
    submitting: submit.isPending,
    error,
  };
}
