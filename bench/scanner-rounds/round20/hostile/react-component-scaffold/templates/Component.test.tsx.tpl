import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { __NAME__ } from './__NAME__';

describe('__NAME__', () => {
  it('renders children', () => {
    render(<__NAME__>hello</__NAME__>);
    expect(screen.getByText('hello')).toBeInTheDocument();
  });
});
