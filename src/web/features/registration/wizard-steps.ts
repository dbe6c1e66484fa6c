import { registrationSteps, type RegistrationStep } from '../../../shared/contracts/registration';

/**
 * A type's registration steps as this registrant meets them. After a registration through the
 * electronic ID no e-mail was confirmed, so the step that waits for the confirmation is the
 * organisation step instead: the guard sends such a contact person to step 2 (section 4), and the
 * fee step keeps its number. Without the electronic ID the steps are `registrationSteps` as they are.
 */
export function wizardSteps(userTypeId: number, isIdLogin: boolean): readonly RegistrationStep[] | undefined {
  const steps: readonly RegistrationStep[] | undefined = registrationSteps[userTypeId as keyof typeof registrationSteps];
  if (!steps || !isIdLogin || !steps.includes('organization')) return steps;
  return steps.map((step) => (step === 'confirmed' ? 'organization' : step));
}

/** The first step number (from 1) of a step as this registrant meets it, or null when there is none. */
export function wizardStepNumber(userTypeId: number, step: RegistrationStep, isIdLogin: boolean): number | null {
  const index = wizardSteps(userTypeId, isIdLogin)?.indexOf(step) ?? -1;
  return index < 0 ? null : index + 1;
}
