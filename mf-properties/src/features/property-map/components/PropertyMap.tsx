import { useEffect, useRef } from 'react';
import 'ol/ol.css';
import Feature from 'ol/Feature';
import Map from 'ol/Map';
import View from 'ol/View';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import styles from './PropertyMap.module.css';

export type PropertyMapProps = {
  latitude: number;
  longitude: number;
  /** XYZ template; null draws the marker on the plain background only. */
  tileUrl: string | null;
  label: string;
  attribution: string;
};

/**
 * An OpenLayers map centred on the property with a marker. Tiles are best effort: offline, or when they are
 * blocked, they fail quietly and the marker stays on the plain background.
 */
export default function PropertyMap({ latitude, longitude, tileUrl, label, attribution }: PropertyMapProps) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current) return undefined;
    const center = fromLonLat([longitude, latitude]);
    const marker = new VectorLayer({
      source: new VectorSource({ features: [new Feature(new Point(center))] }),
      style: new Style({
        image: new CircleStyle({
          radius: 9,
          fill: new Fill({ color: '#b91c1c' }),
          stroke: new Stroke({ color: '#ffffff', width: 3 }),
        }),
      }),
    });
    const layers = tileUrl
      ? [
          new TileLayer({
            source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous', attributions: attribution }),
          }),
          marker,
        ]
      : [marker];
    const map = new Map({ target: target.current, layers, view: new View({ center, zoom: 16 }) });
    return () => map.setTarget(undefined);
  }, [latitude, longitude, tileUrl, attribution]);
  // A figure, not role="img": the map holds OpenLayers' own zoom buttons, which must stay reachable.
  return (
    <figure className={styles.figure}>
      <div ref={target} className={styles.map} data-testid="property-map" />
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
