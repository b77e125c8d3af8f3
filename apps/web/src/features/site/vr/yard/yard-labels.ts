import * as THREE from 'three';
import { SCENE_COLOURS } from './scene-tokens';

/**
 * A name floating over an item, drawn on a canvas. `onScreen`: the same size on screen however far the camera
 * is (about 30 px tall at the yard camera's 50° field of view): 3 m in the yard was a few pixels from above.
 */
export function textSprite(text: string, { onScreen = false } = {}): THREE.Sprite {
  const font = 'bold 56px "PingFang SC", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx) ctx.font = font;
  const width = Math.ceil((ctx?.measureText(text).width ?? 400) + 80);
  canvas.width = width;
  canvas.height = 128;
  if (ctx) {
    ctx.fillStyle = SCENE_COLOURS.labelBackground;
    ctx.beginPath();
    ctx.roundRect(8, 16, width - 16, 96, 40);
    ctx.fill();
    ctx.fillStyle = SCENE_COLOURS.labelText;
    ctx.font = font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, width / 2, 66);
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const sprite = new THREE.Sprite(
    new THREE.SpriteMaterial({ map: texture, depthTest: false, sizeAttenuation: !onScreen }),
  );
  const height = onScreen ? 0.06 : 3;
  sprite.scale.set((height * width) / 128, height, 1);
  sprite.renderOrder = 10;
  return sprite;
}

/** A board on two posts with the item's name, standing at `at` and facing south (+z). */
export function signboard(text: string, at: THREE.Vector3): THREE.Group {
  const sign = new THREE.Group();
  const sprite = textSprite(text);
  const map = (sprite.material as THREE.SpriteMaterial).map;
  const width = sprite.scale.x * 0.5;
  const board = new THREE.Mesh(
    new THREE.PlaneGeometry(width, 1.5),
    new THREE.MeshBasicMaterial({ map, transparent: true }),
  );
  board.position.set(0, 2.6, 0);
  const post = new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.signPost });
  for (const x of [-width / 2 + 0.4, width / 2 - 0.4]) {
    const pole = new THREE.Mesh(new THREE.CylinderGeometry(0.06, 0.06, 2, 6), post);
    pole.position.set(x, 1, -0.05);
    sign.add(pole);
  }
  sign.add(board);
  sign.position.copy(at);
  sprite.material.dispose();
  return sign;
}
