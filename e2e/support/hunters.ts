export interface TestHunter {
  name: string;
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A hunter no earlier run has used: unique email and username. */
export function newHunter(label: string): TestHunter {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`;
  return {
    name: `${label} Hunter`,
    username: `${label.toLowerCase()}_${id}`.slice(0, 30),
    email: `${label.toLowerCase()}.${id}@e2e.marshlog.test`,
    password: 'decoys-at-dawn-42',
  };
}
