/** The 3D yard's colours: three.js takes numbers, the labels' canvas takes CSS colours. */
export const SCENE_COLOURS = {
  sky: 0xc7ddef,
  /** The hemisphere light: from the sky, and bounced off the grass. */
  skyLight: 0xffffff,
  groundLight: 0x557744,
  sun: 0xffffff,
  grass: 0x6f9e5c,
  pad: 0xa3a8ad,
  road: 0x43484e,
  lineWhite: 0xf4f4f2,
  lineYellow: 0xf0c419,
  leaves: 0x2f6b35,
  bark: 0x6b4a2f,
  hall: 0xe8e2d4,
  signPost: 0x777777,
  /** The pins at an item's reference points. */
  referencePin: 0xff8a00,
  orderPath: 0x1d6fe0,
  car: 0xd9363e,
  carCabin: 0x2b3440,
  tyre: 0x111111,
  label: 0xffffff,
  labelSelected: 0xffd54a,
  labelBackground: 'rgba(20, 30, 45, 0.78)',
  labelText: '#ffffff',
} as const;
