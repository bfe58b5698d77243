import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { AddSkillForm } from './add-skill-form';

function renderAddSkill() {
  renderScreen(<AddSkillForm onError={() => {}} />);
  return {
    name: screen.getByLabelText('Name'),
    add: () => fireEvent.click(screen.getByRole('button', { name: 'Add Skill' })),
  };
}

describe('the add-skill form (docs/product/people-and-clients.md#skills)', () => {
  afterEach(cleanup);

  it("shows 'Name is required' for an empty name", async () => {
    const { name, add } = renderAddSkill();

    add();

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Name is required' for a name of spaces only", async () => {
    const { name, add } = renderAddSkill();
    fireEvent.change(name, { target: { value: '   ' } });

    add();

    expect(await screen.findByText('Name is required')).toBeTruthy();
  });

  it("shows 'Name must be at most 200 characters.' for a longer name (docs/product/http-contract.md#bounds)", async () => {
    const { name, add } = renderAddSkill();
    fireEvent.change(name, { target: { value: 'x'.repeat(201) } });

    add();

    expect(await screen.findByText('Name must be at most 200 characters.')).toBeTruthy();
  });
});
