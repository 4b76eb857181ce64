import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './fieldset';
import styles from './fieldset.module.css';

describe('Fieldset', () => {
  it('is a group named by its legend', () => {
    render(
      <Fieldset legend="Destination">
        <input aria-label="Address" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Destination' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveClass(styles.fieldset!);
    expect(screen.getByText('Destination')).toHaveClass(styles.legend!);
  });

  it('turns every field in it off at once', () => {
    render(
      <Fieldset legend="Destination" legendHidden disabled>
        <input aria-label="Address" />
        <button type="button">Paste</button>
      </Fieldset>,
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Paste' })).toBeDisabled();
    // Still named for screen readers, though not drawn.
    expect(screen.getByRole('group', { name: 'Destination' })).toBeInTheDocument();
  });

  it('may have no legend', () => {
    render(
      <Fieldset data-testid="plain">
        <input aria-label="Amount" />
      </Fieldset>,
    );
    expect(screen.getByTestId('plain').querySelector('legend')).toBeNull();
  });
});
