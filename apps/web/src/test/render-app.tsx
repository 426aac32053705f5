import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';
import { createQueryClient } from '../api';
import { tokenOwner } from './fetch-mock';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The whole app at `path`, on a fresh query cache; `screen.getByTestId('location')` tells where it is. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={createQueryClient()}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

export const hunter = {
  id: 7,
  username: 'ada',
  email: 'ada@marsh.test',
  name: 'Ada Teal',
  first_name: 'Ada',
  profile_image_url: null,
};

export const hunterSession = {
  user: tokenOwner,
  expires: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
};
