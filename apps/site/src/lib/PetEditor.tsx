import type { Pet, PetPayload } from '@petverse/api/contract';
import { PetForm, petToValues, toPetPayload } from '@petverse/forms/pets';

export interface PetEditorProps {
  /** The pet being edited; a new pet when absent. */
  pet?: Pet;
  /** Receives the API payload (breed 'Unknown' for other, age in whole years); reject to keep the values. */
  onSubmit: (payload: PetPayload) => Promise<unknown>;
  submitLabel: string;
  resetOnSuccess?: boolean;
  idPrefix?: string;
}

/** The pet form speaking API payloads; loaded lazily with the form rules. */
export default function PetEditor({ pet, onSubmit, ...rest }: PetEditorProps) {
  return (
    <PetForm
      {...rest}
      initialValues={pet ? petToValues(pet) : undefined}
      onSubmit={(values) => onSubmit(toPetPayload(values))}
    />
  );
}
