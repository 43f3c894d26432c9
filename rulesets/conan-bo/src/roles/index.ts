// One folder per role (CB-D4): the 21 town roles, then the 12 BO roles in rank order (CB-D3).
import { townsperson } from './townsperson';
import { conan } from './conan';
import { heiji } from './heiji';
import { hakuba } from './hakuba';
import { kogoro } from './kogoro';
import { megure } from './megure';
import { satou } from './satou';
import { takagi } from './takagi';
import { ran } from './ran';
import { araide } from './araide';
import { makoto } from './makoto';
import { kazuha } from './kazuha';
import { eri } from './eri';
import { akai } from './akai';
import { agasa } from './agasa';
import { haibara } from './haibara';
import { kid } from './kid';
import { yumi } from './yumi';
import { mitsuhiko } from './mitsuhiko';
import { ayumi } from './ayumi';
import { genta } from './genta';
import { anokata } from './anokata';
import { gin } from './gin';
import { vermouth } from './vermouth';
import { bourbon } from './bourbon';
import { vodka } from './vodka';
import { chianti } from './chianti';
import { korn } from './korn';
import { irish } from './irish';
import { pisco } from './pisco';
import { calvados } from './calvados';
import { tequila } from './tequila';
import { kir } from './kir';
import type { Role } from './types';

export const ROLE_MODULES: Role[] = [
  townsperson,
  conan,
  heiji,
  hakuba,
  kogoro,
  megure,
  satou,
  takagi,
  ran,
  araide,
  makoto,
  kazuha,
  eri,
  akai,
  agasa,
  haibara,
  kid,
  yumi,
  mitsuhiko,
  ayumi,
  genta,
  anokata,
  gin,
  vermouth,
  bourbon,
  vodka,
  chianti,
  korn,
  irish,
  pisco,
  calvados,
  tequila,
  kir,
];
