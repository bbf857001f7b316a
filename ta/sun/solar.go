package sun

import (
	"fmt"
	"math"
	"time"
)

// Times computes sunrise and sunset (as seconds since local midnight,
// rounded to the second) for a place and a date with NOAA's solar position
// equations (the "General Solar Position Calculations" of the NOAA Global
// Monitoring Division): the fractional year gives the equation of time and
// the sun's declination, and the hour angle at which the sun's centre is
// 0.833° below the horizon (refraction and the sun's radius) gives the
// two times. Longitude is positive east. The result is a parameter of an
// exploration, fixed before it starts; floating point is used for the
// astronomy only, never for the exploration's clocks.
func Times(lat, lon float64, date time.Time, loc *time.Location) (rise, set int64, err error) {
	if lat < -90 || lat > 90 || lon < -180 || lon > 180 {
		return 0, 0, fmt.Errorf("latitude must be within ±90 and longitude within ±180 degrees")
	}
	y, m, d := date.Date()
	noon := time.Date(y, m, d, 12, 0, 0, 0, loc)
	days := 365.0
	if time.Date(y, 12, 31, 0, 0, 0, 0, time.UTC).YearDay() == 366 {
		days = 366
	}
	g := 2 * math.Pi / days * (float64(noon.YearDay()-1) + (float64(noon.UTC().Hour())-12)/24)
	eqTime := 229.18 * (0.000075 + 0.001868*math.Cos(g) - 0.032077*math.Sin(g) - 0.014615*math.Cos(2*g) - 0.040849*math.Sin(2*g))
	decl := 0.006918 - 0.399912*math.Cos(g) + 0.070257*math.Sin(g) - 0.006758*math.Cos(2*g) + 0.000907*math.Sin(2*g) - 0.002697*math.Cos(3*g) + 0.00148*math.Sin(3*g)
	rad := math.Pi / 180
	x := math.Cos(90.833*rad)/(math.Cos(lat*rad)*math.Cos(decl)) - math.Tan(lat*rad)*math.Tan(decl)
	if x < -1 || x > 1 {
		return 0, 0, fmt.Errorf("the sun does not rise and set on %s at latitude %.3f", date.Format("2006-01-02"), lat)
	}
	ha := math.Acos(x) / rad
	// Minutes after midnight UTC.
	riseUTC := 720 - 4*(lon+ha) - eqTime
	setUTC := 720 - 4*(lon-ha) - eqTime
	midnightUTC := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	local := func(minutes float64) int64 {
		t := midnightUTC.Add(time.Duration(math.Round(minutes*60)) * time.Second).In(loc)
		return int64(t.Hour()*3600 + t.Minute()*60 + t.Second())
	}
	return local(riseUTC), local(setUTC), nil
}
