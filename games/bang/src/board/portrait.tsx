// Each character's portrait, drawn here rather than shipped as pictures: a face under a hat, with
// hair, a moustache or a beard and a neckerchief, each character's own mix from a small table.
// A few hundred bytes for all 58, where a picture apiece would cost 0.4 kB each.
import type { CharacterKey } from '../index';

const SKIN = ['#f1c9a5', '#d9a47a', '#b57a4f', '#8a5636'];
const HAIR = ['#2b1d14', '#6b4226', '#b07a3b', '#d9c7a0', '#8c8c8c'];
const CLOTH = ['#7a2e1d', '#2f4f6f', '#4f6b2f', '#6b4f8f', '#a8742a', '#3a3a3a'];
const HATS = ['#3b2a1e', '#7a5a3a', '#c8a66b', '#1f1f1f', '#8f2f2f', '#e8dcc0'];

// Per character: skin, hat (0 cowboy, 1 bowler, 2 sombrero, 3 top hat, 4 feather band, 5 bare),
// hat colour, hair colour, face (0 clean, 1 moustache, 2 handlebar, 3 beard, 4 goatee, 5 long hair),
// neckerchief colour. Every row differs from every other (art.test.ts checks it).
const LOOKS: Record<CharacterKey, string> = {
  bart_cassidy: '010112',
  black_jack: '213033',
  calamity_janet: '002250',
  el_gringo: '322041',
  jesse_jones: '101103',
  jourdonnais: '111013',
  kit_carlson: '034222',
  lucky_duke: '035034',
  paul_regret: '031110',
  pedro_ramirez: '222021',
  rose_doolan: '015152',
  sid_ketchum: '100131',
  slab_the_killer: '303035',
  suzy_lafayette: '053253',
  vulture_sam: '234445',
  willy_the_kid: '000200',
  apache_kid: '340001',
  belle_star: '033153',
  bill_noface: '050135',
  chuck_wengam: '120324',
  doc_holyday: '013212',
  elena_fuente: '225051',
  greg_digger: '201432',
  herb_hunter: '104113',
  jose_delgado: '224023',
  molly_stark: '012354',
  pat_brennan: '121300',
  pixie_pete: '055204',
  sean_mallory: '040222',
  tequila_joe: '322312',
  vera_custer: '135052',
  uncle_will: '034443',
  johnny_kisch: '013033',
  claus_the_saint: '044431',
  big_spencer: '101030',
  flint_westwood: '102104',
  gary_looter: '005201',
  greygory_deck: '030005',
  john_pain: '002100',
  lee_van_kliff: '103415',
  teren_kill: '014202',
  youl_grinner: '150305',
  don_bell: '124112',
  dutch_will: '010234',
  jacky_murieta: '220020',
  josh_mccloud: '001141',
  madam_yto: '044053',
  pretty_luzena: '150254',
  raddie_snake: '203045',
  simeon_picos: '312411',
  black_flower: '253053',
  colorado_bill: '101124',
  der_spot_burst_ringer: '013315',
  evelyn_shebang: '004251',
  henry_block: '133430',
  lemonade_jim: '005202',
  mick_defender: '200041',
  tuco_franziskaner: '222024',
};

/** The digits of a character's look, for tests. */
export const lookOf = (key: CharacterKey) => LOOKS[key];

function Hat({ kind, colour }: { kind: number; colour: string }) {
  switch (kind) {
    case 0:
      return (
        <g fill={colour}>
          <ellipse cx="20" cy="14" rx="15" ry="3.2" />
          <path d="M12 14c0-6 2-9 4-9 2 0 3 2 4 2s2-2 4-2c2 0 4 3 4 9z" />
        </g>
      );
    case 1:
      return (
        <g fill={colour}>
          <ellipse cx="20" cy="14" rx="11" ry="2.2" />
          <path d="M13 14a7 7 0 0 1 14 0z" />
        </g>
      );
    case 2:
      return (
        <g fill={colour}>
          <ellipse cx="20" cy="14.5" rx="19" ry="3.6" />
          <path d="M14 14c1-6 3-10 6-10s5 4 6 10z" />
        </g>
      );
    case 3:
      return (
        <g fill={colour}>
          <rect x="8" y="13" width="24" height="2.4" rx="1.2" />
          <rect x="13" y="2" width="14" height="12" rx="1" />
        </g>
      );
    case 4:
      return (
        <g>
          <rect x="11" y="12" width="18" height="2.6" fill={colour} />
          <path d="M26 12c2-5 4-8 6-10-1 4-2 8-4 10z" fill="#f4efe2" stroke="#3a2f25" strokeWidth=".6" />
        </g>
      );
  }
  return null;
}

function Face({ kind, hair }: { kind: number; hair: string }) {
  switch (kind) {
    case 1:
      return <path d="M16 26.5c1.5-1 3-1 4-.3 1-.7 2.5-.7 4 .3-1.6.6-2.6.5-4 0-1.4.5-2.4.6-4 0z" fill={hair} />;
    case 2:
      return <path d="M14 25.5c1 1.5 3 1.6 6 .4 3 1.2 5 1.1 6-.4-1 3-3.5 3-6 1.8-2.5 1.2-5 1.2-6-1.8z" fill={hair} />;
    case 3:
      return <path d="M12 22c0 7 3 10 8 10s8-3 8-10c-1 3-3 4-4 4.5-1-1-2.4-1.4-4-1.4s-3 .4-4 1.4c-1-.5-3-1.5-4-4.5z" fill={hair} />;
    case 4:
      return <path d="M18 29h4l-2 4z" fill={hair} />;
  }
  return null;
}

/** A character's portrait: round, drawn in SVG, decorative (the seat names the character). */
export function Portrait({ character }: { character: CharacterKey }) {
  const digits = (LOOKS[character] ?? '000000').split('').map(Number);
  const [skin, hat, hatColour, hair, face, cloth] = digits as [number, number, number, number, number, number];
  const hairColour = HAIR[hair]!;
  return (
    <svg className="bang-portrait" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" fill={CLOTH[(cloth + 3) % CLOTH.length]} opacity=".35" />
      {face === 5 && <path d="M10 18c0-6 4-9 10-9s10 3 10 9v14h-5v-8H15v8h-5z" fill={hairColour} />}
      <path d="M6 40c1-6 6-8 14-8s13 2 14 8z" fill={CLOTH[cloth]} />
      <path d="M15 32l5 5 5-5z" fill={HATS[(hatColour + 2) % HATS.length]} />
      <ellipse cx="20" cy="21" rx="8" ry="9.5" fill={SKIN[skin]} />
      {hat === 5 && face !== 5 && <path d="M12 17c0-5 3-7 8-7s8 2 8 7c-2-2-5-3-8-3s-6 1-8 3z" fill={hairColour} />}
      <circle cx="17" cy="20.5" r="1" fill="#2b1d14" />
      <circle cx="23" cy="20.5" r="1" fill="#2b1d14" />
      <Face kind={face} hair={hairColour} />
      <Hat kind={hat} colour={HATS[hatColour]!} />
    </svg>
  );
}
