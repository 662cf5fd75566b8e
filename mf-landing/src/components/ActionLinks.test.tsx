import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ActionLinks } from './ActionLinks';

describe('ActionLinks', () => {
  it('offers the main way on first, then the other one, as links', () => {
    render(
      <MemoryRouter>
        <ActionLinks
          primary={{ to: '/register', label: 'Create your account' }}
          secondary={{ to: '/contact', label: 'Talk to our team' }}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create your account', '/register'],
      ['Talk to our team', '/contact'],
    ]);
    expect(links[0]).toHaveClass('MuiButton-contained');
    expect(links[1]).toHaveClass('MuiButton-outlined');
  });
});
