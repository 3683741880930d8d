import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the initials without a photo', () => {
    const { container } = render(<Avatar firstName="an" lastName="Peeters" />);
    expect(container.textContent).toBe('AP');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the photo when there is one, and falls back to the initials when it cannot load', () => {
    const { container } = render(
      <Avatar firstName="Jan" lastName={null} imageUrl="/api/user/profile-image" />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/user/profile-image');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('J');
  });
});
