//! The one piece of linear algebra the fit needs: the inverse of a small
//! symmetric positive definite matrix (a level table has a handful of rows).

/// The inverse of the square `matrix` by Gauss–Jordan elimination with
/// partial pivoting; `None` when it is singular.
pub fn inverse(mut matrix: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let size = matrix.len();
    let mut inverse: Vec<Vec<f64>> = (0..size)
        .map(|row| {
            (0..size)
                .map(|col| f64::from(u8::from(row == col)))
                .collect()
        })
        .collect();
    for col in 0..size {
        let pivot =
            (col..size).max_by(|&a, &b| matrix[a][col].abs().total_cmp(&matrix[b][col].abs()))?;
        if matrix[pivot][col].abs() < 1e-12 {
            return None;
        }
        matrix.swap(col, pivot);
        inverse.swap(col, pivot);
        let scale = matrix[col][col];
        for entry in 0..size {
            matrix[col][entry] /= scale;
            inverse[col][entry] /= scale;
        }
        for row in (0..size).filter(|&row| row != col) {
            let factor = matrix[row][col];
            for entry in 0..size {
                matrix[row][entry] -= factor * matrix[col][entry];
                inverse[row][entry] -= factor * inverse[col][entry];
            }
        }
    }
    Some(inverse)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_inverse_and_a_singular_matrix() {
        // [[4, 7], [2, 6]]⁻¹ = [[0.6, −0.7], [−0.2, 0.4]].
        let inverted = inverse(vec![vec![4.0, 7.0], vec![2.0, 6.0]]).expect("invertible");
        let expected = [[0.6, -0.7], [-0.2, 0.4]];
        for (row, want) in inverted.iter().zip(expected) {
            for (got, want) in row.iter().zip(want) {
                assert!((got - want).abs() < 1e-12, "{inverted:?}");
            }
        }
        assert_eq!(inverse(vec![vec![1.0, 2.0], vec![2.0, 4.0]]), None);
    }
}
