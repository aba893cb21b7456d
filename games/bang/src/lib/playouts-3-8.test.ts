import { describe } from 'vitest';
import { playoutsFor } from './playouts.fixture';

describe('random playouts', () => playoutsFor([3, 8]));
